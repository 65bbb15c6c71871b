// What the pairing pages' stories show in place of live data: a fixed
// pairing address (so the QR picture is the same in every run), the new
// device's browser and place as the relay would report them, and the service
// it asks for. None is a product string; the pseudo-locale check of the
// stories takes them out before it looks for untranslated text.
export const SAMPLE_PAIRING = {
  pairingUrl: 'https://accounts.example.com/pair#channel_id=0f1e2d3c4b5a69788796a5b4c3d2e1f0&channel_key=q8Zr4wLmT2vXc9NbHs7KdYp3JfGe6UaQ1oWiVx5nRt0',
  browser: 'Chrome',
  os: 'Android',
  place: 'Lyon, Auvergne-Rhône-Alpes, France',
  serviceName: 'Orbit Browser',
} as const;

export const PAIRING_STORY_SAMPLE_TEXTS: readonly string[] = [SAMPLE_PAIRING.place, SAMPLE_PAIRING.browser, SAMPLE_PAIRING.os, SAMPLE_PAIRING.serviceName];
