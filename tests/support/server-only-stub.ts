// Tests run server modules outside the React server build, where `server-only` would throw.
export {};
