export default function PlaylistEditorPage() {
  return null;
}
