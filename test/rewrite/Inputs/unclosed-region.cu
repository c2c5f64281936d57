// warpagg: ignore-end
__global__ void kernel(int *out, const int *key) {
  // warpagg: ignore-begin
  atomicAdd(&out[key[threadIdx.x]], 1);
}
