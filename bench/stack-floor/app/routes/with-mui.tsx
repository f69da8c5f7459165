import { AppBar, Box, Button, Container, CssBaseline, ThemeProvider, Toolbar, Typography, createTheme } from '@mui/material';

const theme = createTheme({ palette: { primary: { main: '#123c69' } } });

/** The same with MUI: a theme, an app bar, typography and two buttons, the least any page of the site shows. */
export default function WithMui() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6">Mobile medical trailer</Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button color="inherit">Contact</Button>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 4 }}>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          2009 53-ft Mobile Medical Trailer
        </Typography>
        <Typography sx={{ fontSize: '2rem', fontWeight: 800 }}>129,000 USD</Typography>
        <Button variant="contained" onClick={() => window.alert('Contact the seller')}>
          Contact the seller
        </Button>
      </Container>
    </ThemeProvider>
  );
}
