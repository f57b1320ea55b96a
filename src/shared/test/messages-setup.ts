// Every test process speaks Ukrainian as the server does: the catalogue's texts are loaded (the
// app loads them at its start: the server with its errors, the UI in a chunk of their own).
import '../messages/ukrainian'
