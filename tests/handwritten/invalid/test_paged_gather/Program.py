# tests/ut/ir/transforms/test_paged_gather.py::test_paged_gather_rejects_non_2d_src (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[256], pl.FP16],
        idx: pl.Tensor[[16], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[16, 128], pl.FP16]:
        return pl.paged_gather(src, idx, bt, block_size=128, size=128, max_indices=16)
