/** Texts of the walkthrough's Admin Mode: the tour media panel. */
export const TOUR_MEDIA_ADMIN_COPY = {
  panelTitle: 'Manage Tour Media',
  intro: 'Place uploaded photos in the rooms, the floor plan and the video posters. A room, plan or video left empty shows the built-in one.',
  published: 'Saved. The public pages show it within 2 minutes.',
  saveFailed: 'Failed to save tour media',
  loadFailed: 'Failed to load tour media',
  save: 'Save',
  saving: 'Saving...',
  builtIn: 'Built-in',
  lastChanged: (who: string, when: string) => `Last changed by ${who}, ${when}`,
  rooms: {
    title: 'Room photos',
    room: 'Room',
    add: 'Add a photo',
    empty: 'No photos placed: the room shows its built-in photos.',
    caption: 'Caption (optional)',
    moveUp: (position: number) => `Move photo ${position} up`,
    moveDown: (position: number) => `Move photo ${position} down`,
    remove: (position: number) => `Remove photo ${position}`,
    count: (count: number, max: number) => `${count} of at most ${max} photos`,
  },
  floorPlan: {
    title: 'Floor plan',
    image: 'Floor plan image',
  },
  videos: {
    title: 'Videos',
    youtubeId: 'YouTube video id (11 characters)',
    youtubeIdHint: 'The part after watch?v= or youtu.be/; empty keeps the built-in video.',
    badYoutubeId: 'A YouTube video id is 11 letters, digits, - or _',
    poster: 'Poster image',
  },
} as const;
