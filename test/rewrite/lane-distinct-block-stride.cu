// A block-stride loop over a linear thread id of a 2-D block (the flush of a
// block-private histogram): the index starts at the thread's linear id and
// steps by a multiple of the block's size, so the lanes, fewer than a block
// apart, never meet; the address is left alone as lane-distinct. Stepping
// by blockDim.x alone does not keep 2-D lanes apart.
// RUN: %warpagg --dry-run %s 2>&1 | %FileCheck %s

// CHECK: lane-distinct-block-stride.cu:[[@LINE+6]]:46: note: left alone: the address differs in every lane
__global__ void flush_local_step(float *out, unsigned n) {
  __shared__ float priv[1024];
  const unsigned t = threadIdx.x + threadIdx.y * blockDim.x;
  const unsigned nthreads = blockDim.x * blockDim.y;
  __syncthreads();
  for (unsigned i = t; i < n; i += nthreads) atomicAdd(out + i, priv[i]);
}

// CHECK: lane-distinct-block-stride.cu:[[@LINE+3]]:97: note: left alone: the address differs in every lane
__global__ void flush_in_loop_header(float *out, int n) {
  __shared__ float priv[1024];
  for (int i = threadIdx.x + threadIdx.y * blockDim.x; i < n; i += blockDim.y * blockDim.x * 2) atomicAdd(&out[i], priv[i]);
}

// CHECK: lane-distinct-block-stride.cu:[[@LINE+6]]:5: note: left alone: the address differs in every lane
__global__ void flush_while(float *out, int n) {
  __shared__ float priv[1024];
  int i = threadIdx.y * blockDim.x + threadIdx.x;
  const int step = blockDim.x * blockDim.y;
  while (i < n) {
    atomicAdd(&out[i], priv[i]);
    i += step;
  }
}

// CHECK: lane-distinct-block-stride.cu:[[@LINE+4]]:48: remark: rewrote atomicAdd as warpagg::reduce_add (float, result unused)
__global__ void row_step_only(float *out, unsigned n) {
  __shared__ float priv[1024];
  const unsigned t = threadIdx.x + threadIdx.y * blockDim.x;
  for (unsigned i = t; i < n; i += blockDim.x) atomicAdd(out + i, priv[i]);
}
