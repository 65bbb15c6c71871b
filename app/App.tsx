// The application root. Routes are mounted here as their flows are built.
export function App() {
  return null;
}
