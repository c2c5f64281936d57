// Fuzz finding (2026-11-26): a site rewritten with likely_distinct gets a
// second argument, `, warpagg::distinct_if(C >= 32)` (a row's element at a
// remainder by a row length the code does not fix); the checker did not
// know that edit and called it foreign.
__global__ void embedding_rows(const int *tokens, const float *grad, float *table, int N, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= N * C) return;
  int row = idx / C, c = idx % C;
  atomicAdd(&table[tokens[row] * C + c], grad[idx]);
}
