// A static file (sound, image) in a test: its URL.
module.exports = 'file-stub';
