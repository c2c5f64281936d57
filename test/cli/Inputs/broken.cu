__global__ void kernel(int *out) {
  atomicAdd(out, 1)   // missing semicolon
}
