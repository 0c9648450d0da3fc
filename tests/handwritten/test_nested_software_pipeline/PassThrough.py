# tests/ut/ir/transforms/test_nested_software_pipeline.py::test_pass_through_view_retains_one_stream_without_copy (hand-written)
import pypto.language as pl


@pl.program
class PassThrough:
    @pl.function(type=pl.FunctionType.AIV, strict_ssa=True)
    def kernel(self, x: pl.Tensor[[8, 64], pl.FP32], y: pl.Tensor[[8, 64], pl.FP32]):
        for g in pl.pipeline(4, stage=3):
            for p in pl.pipeline(2, stage=2):
                value: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [g * 2 + p, 0], [1, 64])
                view: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(value, [1, 64])
                _stored = pl.tile.store(view, [g * 2 + p, 0], y)
