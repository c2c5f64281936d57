// Dynamic parallelism: a kernel launched from a kernel needs separable
// compilation (nvcc -rdc=true, clang -fgpu-rdc).
__global__ void child(int *out) { atomicAdd(out, 1); }
__global__ void parent(int *out) { child<<<1, 32>>>(out); }
