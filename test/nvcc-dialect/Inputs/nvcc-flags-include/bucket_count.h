// Reached only through nvcc's --include-path=<a>,<b> spelling.
#define BUCKET_COUNT 64
