package support_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"
)

// pngBytes is a real 2x2 PNG.
func pngBytes(t testing.TB) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 2, 2))
	img.Set(0, 0, color.RGBA{R: 255, A: 255})
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// exeBytes starts as a Windows executable does (MZ, then a PE header).
func exeBytes() []byte {
	b := make([]byte, 512)
	copy(b, "MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff")
	copy(b[128:], "PE\x00\x00")
	return b
}

func pdfBytes() []byte { return []byte("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") }
