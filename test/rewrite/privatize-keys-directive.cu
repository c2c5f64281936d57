// Issue 24 (low): a 'warpagg: keys=N' comment that states fewer keys than
// the tool proves the site may take is not trusted: the copy covers the
// proven range (safe; a 16-entry copy indexed by a byte would be written out
// of bounds if the comment were wrong) and a warning says so. Before, the
// comment won without a word. A comment stating more keys than proven, or
// keys where nothing is proven, keeps its meaning.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag

// CHECK-LABEL: __global__ void understated(const unsigned char *in, unsigned *h, int n) { __shared__ unsigned wa_priv_h[256];
__global__ void understated(const unsigned char *in, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // DIAG: privatize-keys-directive.cu:[[@LINE+3]]:1: warning: 'warpagg: keys=16' states fewer keys than the tool proves the table 'h' may take ([0, 256): unsigned char key); its block-private copy covers the proven range
    // DIAG: privatize-keys-directive.cu:[[@LINE+2]]:5: remark: privatized atomicAdd in kernel 'understated': 'h' -> block-private wa_priv_h (256 x unsigned, 1024 bytes of shared memory per block; keys: unsigned char key)
    // warpagg: keys=16
    atomicAdd(&h[in[i]], 1u);
}

// More keys than proven: the proven range is tighter, no warning.
// CHECK-LABEL: __global__ void overstated(const unsigned *in, unsigned *h, int n) { __shared__ unsigned wa_priv_h[8];
__global__ void overstated(const unsigned *in, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // DIAG-NOT: warning: 'warpagg: keys=64'
    // warpagg: keys=64
    atomicAdd(&h[in[i] & 7u], 1u);
}

// Nothing proven: the comment states the range.
// CHECK-LABEL: __global__ void stated(const int *k, unsigned *h, int n) { __shared__ unsigned wa_priv_h[48];
__global__ void stated(const int *k, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // warpagg: keys=48
    atomicAdd(&h[k[i]], 1u);
}
// DIAG-NOT: warning:
