# tests/ut/ir/transforms/test_nested_software_pipeline.py::test_later_alias_read_prevents_reuse_until_last_use (hand-written)
import pypto.language as pl


@pl.program
class LiveAlias:
    @pl.function(type=pl.FunctionType.AIV, strict_ssa=True)
    def kernel(
        self,
        x: pl.Tensor[[8, 64], pl.FP32],
        y: pl.Tensor[[8, 64], pl.FP32],
        z: pl.Tensor[[8, 64], pl.FP32],
    ):
        for g in pl.pipeline(4, stage=3):
            for p in pl.pipeline(2, stage=2):
                value: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [g * 2 + p, 0], [1, 64])
                view: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(value, [1, 64])
                early: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(value, 1.0)
                late: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(view, 2.0)
                _early = pl.tile.store(early, [g * 2 + p, 0], y)
                _late = pl.tile.store(late, [g * 2 + p, 0], z)
