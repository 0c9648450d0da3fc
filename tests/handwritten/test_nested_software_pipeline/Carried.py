# tests/ut/ir/transforms/test_nested_software_pipeline.py::test_live_child_result_prevents_speculative_storage_planning (hand-written)
import pypto.language as pl


@pl.program
class Carried:
    @pl.function(type=pl.FunctionType.AIV, strict_ssa=True)
    def kernel(self, x: pl.Tensor[[128, 16], pl.FP32], y: pl.Tensor[[128, 16], pl.FP32]):
        for group in pl.pipeline(4, stage=3):
            for page, (offset,) in pl.pipeline(2, stage=2, init_values=(pl.const(0, pl.INDEX),)):
                value: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(
                    x, [group * 32 + offset, 0], [16, 16]
                )
                _stored: pl.Tensor[[128, 16], pl.FP32] = pl.tile.store(value, [group * 32 + offset, 0], y)
                next_offset: pl.Scalar[pl.INDEX] = offset + 16
                offset = pl.yield_(next_offset)
            escaped: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [offset, 0], [16, 16])
            _final: pl.Tensor[[128, 16], pl.FP32] = pl.tile.store(escaped, [group * 32, 0], y)
