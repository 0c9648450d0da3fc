# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCrossCorePipeline::test_tfree_follows_its_consumer (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, q: pl.Tensor[[16, 64], pl.FP32], out: pl.Tensor[[16, 64], pl.FP32]):
        for i in pl.pipeline(0, 2, 1, stage=1):
            qa0: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [0, 0], [16, 64])
            rs0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(qa0, qa0)
            pl.tile.tpush_to_aiv(rs0, split=0)
            e0: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi0: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e0, e0)
            pl.system.tfree_to_aiv(e0)
            pl.tile.store(oi0, [0, 0], out)
