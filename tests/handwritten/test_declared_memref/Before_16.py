# tests/ut/ir/transforms/test_declared_memref.py::TestPipeline::test_reparsed_dump_is_not_treated_as_declared (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        t1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t0)
        return pl.store(t1, [0, 0], out)
