/** React and React Router only: a title, a price and one button with a handler. */
export default function ReactOnly() {
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <h1>2009 53-ft Mobile Medical Trailer</h1>
      <p>129,000 USD</p>
      <button type="button" onClick={() => window.alert('Contact the seller')}>
        Contact the seller
      </button>
    </main>
  );
}
