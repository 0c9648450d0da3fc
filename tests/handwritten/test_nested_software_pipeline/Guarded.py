# tests/ut/ir/transforms/test_nested_software_pipeline.py::test_guarded_short_leaf_does_not_overwrite_an_earlier_parent (hand-written)
import pypto.language as pl


@pl.program
class Guarded:
    @pl.function(type=pl.FunctionType.AIV, strict_ssa=True)
    def kernel(self, x: pl.Tensor[[20, 64], pl.FP32], y: pl.Tensor[[20, 64], pl.FP32]):
        for g in pl.pipeline(4, stage=3):
            for p in pl.pipeline(5, stage=2):
                if (g + p) % 2 == 0:
                    for q in pl.pipeline(1, stage=4):
                        value: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(
                            x, [g * 5 + p + q, 0], [1, 64]
                        )
                        result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(value, 1.0)
                        _stored = pl.tile.store(result, [g * 5 + p + q, 0], y)
