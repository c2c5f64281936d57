// Fuzz finding m226_2 of 2026-11-25 (a mutant of
// test/rewrite/privatize-templates.cu): a typo in the host code that
// instantiates two privatizable template kernels. clang rejects that code,
// so the templates' instantiations are not all known and their sites are left
// alone; the report said "privatized" for them while the output left them
// unchanged. Replayed, the report and the output must agree.
template <class T>
__global__ void weighted(const unsigned char *in, const T *w, T *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&hist[in[i]], w[i]);
}

template <class K>
__global__ void counts(const K *key, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&hist[key[i] & 63], 1u);
}

void launch(const unsigned char *in, const float *wf, float *hf, unsigned *h,
            const int *ki, int n) {
  ueighted<<<n / 256, 256>>>(in, wf, hf, n);
  counts<<<n / 256, 256>>>(ki, h, n);
  counts<<<n / 256, 256>>>(in, h, n);
}
