package main

import (
	"errors"
	"fmt"
	"net"
	"syscall"
)

// listen binds addr, turning a taken port into one sentence that says what to do.
func listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if errors.Is(err, syscall.EADDRINUSE) {
		return nil, fmt.Errorf("address %s is already in use; set HTTP_ADDR", addr)
	}
	if err != nil {
		return nil, fmt.Errorf("listen on %s: %w; set HTTP_ADDR", addr, err)
	}
	return ln, nil
}
