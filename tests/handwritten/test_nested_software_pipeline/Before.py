# tests/ut/ir/transforms/test_nested_software_pipeline.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, strict_ssa=True)
    def kernel(self, x: pl.Tensor[[128, 16], pl.FP32], y: pl.Tensor[[128, 16], pl.FP32]):
        for group in pl.pipeline(4, stage=3):
            for page in pl.pipeline(2, stage=2):
                value: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(
                    x, [group * 32 + page * 16, 0], [16, 16]
                )
                result: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(value, 1.0)
                _stored: pl.Tensor[[128, 16], pl.FP32] = pl.tile.store(result, [group * 32 + page * 16, 0], y)
