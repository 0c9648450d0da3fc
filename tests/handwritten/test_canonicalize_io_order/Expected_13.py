# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCrossCorePipeline::test_no_cross_core_pipeline_unchanged (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, in_a: pl.Tensor[[128, 64], pl.FP32], out: pl.Tensor[[128, 64], pl.FP32]):
        for i in pl.range(0, 2, 1):
            ta0: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [0, 0], [64, 64])
            ta1: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [64, 0], [64, 64])
            tc0: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(ta0, ta0)
            tc1: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(ta1, ta1)
            pl.tile.store(tc0, [0, 0], out)
            pl.tile.store(tc1, [64, 0], out)
