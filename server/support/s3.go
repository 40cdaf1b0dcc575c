package support

import (
	"bytes"
	"context"
	"errors"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
)

// S3Config names an S3-compatible bucket (AWS, MinIO, R2, ...).
type S3Config struct {
	Endpoint        string // e.g. http://127.0.0.1:9000; empty: AWS's for the region
	Region          string
	Bucket          string
	AccessKeyID     string
	SecretAccessKey string
}

// S3 keeps files in a bucket; downloads are presigned GET URLs.
type S3 struct {
	client  *s3.Client
	presign *s3.PresignClient
	bucket  string
}

// NewS3 is the store of cfg's bucket, created when it does not exist yet.
func NewS3(ctx context.Context, cfg S3Config) (*S3, error) {
	if cfg.Bucket == "" {
		return nil, errors.New("support: S3 needs a bucket")
	}
	region := cfg.Region
	if region == "" {
		region = "us-east-1"
	}
	opts := s3.Options{
		Region:      region,
		Credentials: credentials.NewStaticCredentialsProvider(cfg.AccessKeyID, cfg.SecretAccessKey, ""),
		// S3-compatible servers address buckets by path, not subdomain.
		UsePathStyle: cfg.Endpoint != "",
		// Plain checksums only where S3 requires them: not every
		// compatible server reads the SDK's streamed trailers.
		RequestChecksumCalculation: aws.RequestChecksumCalculationWhenRequired,
		ResponseChecksumValidation: aws.ResponseChecksumValidationWhenRequired,
	}
	if cfg.Endpoint != "" {
		opts.BaseEndpoint = aws.String(cfg.Endpoint)
	}
	c := s3.New(opts)
	st := &S3{client: c, presign: s3.NewPresignClient(c), bucket: cfg.Bucket}
	if _, err := c.HeadBucket(ctx, &s3.HeadBucketInput{Bucket: aws.String(cfg.Bucket)}); err != nil {
		var nf *types.NotFound
		if !errors.As(err, &nf) {
			return nil, err
		}
		if _, err := c.CreateBucket(ctx, &s3.CreateBucketInput{Bucket: aws.String(cfg.Bucket)}); err != nil {
			return nil, err
		}
	}
	return st, nil
}

func (s *S3) Put(ctx context.Context, key, contentType string, data []byte) error {
	_, err := s.client.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(s.bucket), Key: aws.String(key),
		Body: bytes.NewReader(data), ContentType: aws.String(contentType), ContentLength: aws.Int64(int64(len(data)))})
	return err
}

func (s *S3) Delete(ctx context.Context, key string) error {
	_, err := s.client.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(s.bucket), Key: aws.String(key)})
	return err
}

func (s *S3) URL(ctx context.Context, key, name, contentType string, ttl time.Duration) (string, error) {
	req, err := s.presign.PresignGetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(s.bucket), Key: aws.String(key),
		ResponseContentType: aws.String(contentType), ResponseContentDisposition: aws.String(disposition(name, contentType))},
		s3.WithPresignExpires(ttl))
	if err != nil {
		return "", err
	}
	return req.URL, nil
}

func (s *S3) Older(ctx context.Context, t time.Time, fn func(key string) error) error {
	pages := s3.NewListObjectsV2Paginator(s.client, &s3.ListObjectsV2Input{Bucket: aws.String(s.bucket), Prefix: aws.String("support/")})
	for pages.HasMorePages() {
		page, err := pages.NextPage(ctx)
		if err != nil {
			return err
		}
		for _, o := range page.Contents {
			key := aws.ToString(o.Key)
			if !keyPattern.MatchString(key) || o.LastModified == nil || !o.LastModified.Before(t) {
				continue
			}
			if err := fn(key); err != nil {
				return err
			}
		}
	}
	return nil
}
