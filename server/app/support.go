package app

import (
	"context"
	"fmt"

	"go.uber.org/zap"

	"github.com/casefront/casefront/ent"
	"github.com/casefront/casefront/server/config"
	"github.com/casefront/casefront/server/realtime"
	"github.com/casefront/casefront/server/support"
)

// newSupport is the ticket service with its file store: the configured
// S3 bucket, else the local directory, whose downloads this server answers
// (returned to be mounted).
func newSupport(ctx context.Context, cfg *config.Config, db *ent.Client, bus realtime.Bus, log *zap.Logger) (*support.Service, *support.Local, error) {
	sc := cfg.Support
	svc := &support.Service{DB: db, Bus: bus, Log: log, WidgetSecret: sc.WidgetSecret}
	if sc.S3On() {
		files, err := support.NewS3(ctx, support.S3Config{Endpoint: sc.S3Endpoint, Region: sc.S3Region, Bucket: sc.S3Bucket,
			AccessKeyID: sc.S3AccessKeyID, SecretAccessKey: sc.S3SecretAccessKey})
		if err != nil {
			return nil, nil, fmt.Errorf("support files (S3_BUCKET %s): %w", sc.S3Bucket, err)
		}
		svc.Files = files
		return svc, nil, nil
	}
	local := &support.Local{Dir: sc.FilesDir, Secret: sc.FilesSecret, BaseURL: cfg.BaseURL}
	svc.Files = local
	return svc, local, nil
}

// supportImages is where attachment links point when they are not ours:
// the bucket's origin, for the page's policy to show the images.
func supportImages(cfg *config.Config) []string {
	sc := cfg.Support
	switch {
	case !sc.S3On():
		return nil
	case sc.S3Endpoint != "":
		return []string{sc.S3Endpoint}
	default:
		return []string{"https://" + sc.S3Bucket + ".s3." + sc.S3Region + ".amazonaws.com"}
	}
}
