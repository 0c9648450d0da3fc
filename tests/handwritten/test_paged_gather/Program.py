# tests/ut/ir/transforms/test_paged_gather.py::test_paged_gather_survives_full_pipeline (hand-written)
import pypto.language as pl

space = pl.MemorySpace.Mat
is_trans = False
rows = 16
max_indices = 16
src_dtype = pl.FP16
out_shape = [max_indices, 128]


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[256, 128], src_dtype],
        idx: pl.Tensor[[rows], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[out_shape, src_dtype]:
        out = pl.paged_gather(
            src,
            idx,
            bt,
            block_size=128,
            size=128,
            max_indices=max_indices,
            space=space,
            is_trans=is_trans,
        )
        return out

    @pl.function
    def main(
        self,
        src: pl.Tensor[[256, 128], src_dtype],
        idx: pl.Tensor[[rows], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[out_shape, src_dtype]:
        r = self.kernel(src, idx, bt)
        return r
