# tests/ut/ir/transforms/test_paged_gather.py::test_paged_gather_dynamic_row_count (hand-written)
import pypto.language as pl

rows = pl.dynamic("ROWS")


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[256, 128], pl.FP16],
        idx: pl.Tensor[[rows], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[64, 128], pl.FP16]:
        out = pl.paged_gather(src, idx, bt, block_size=128, size=128, max_indices=64)
        return out

    @pl.function
    def main(
        self,
        src: pl.Tensor[[256, 128], pl.FP16],
        idx: pl.Tensor[[rows], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[64, 128], pl.FP16]:
        r = self.kernel(src, idx, bt)
        return r
