# tests/ut/ir/transforms/test_nested_software_pipeline.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIV, strict_ssa=True)
    def kernel(self, x: pl.Tensor[[128, 16], pl.FP32], y: pl.Tensor[[128, 16], pl.FP32]):
        if pl.const(0, pl.INDEX) < pl.const(4, pl.INDEX):
            _prime: pl.Tile[[16, 16], pl.FP32, pl.MemRef("pipe_value_0", slots=6)[0], pl.Mem.Vec] = (
                pl.tile.load(
                    x,
                    [
                        pl.const(0, pl.INDEX) * pl.const(32, pl.INDEX)
                        + pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX),
                        0,
                    ],
                    [16, 16],
                    attrs={"software_pipeline_slots": True},
                )
            )
        for group in pl.range(4, attrs={"software_pipeline_slots": 3, "software_pipeline_nested_stride": 2}):
            slot0: pl.Scalar[pl.INDEX] = group % 3
            slot1: pl.Scalar[pl.INDEX] = slot0 + 3
            next_slot0: pl.Scalar[pl.INDEX] = (group + 1) % 3
            _load1: pl.Tile[[16, 16], pl.FP32, pl.MemRef("pipe_value_0", slots=6)[slot1], pl.Mem.Vec] = (
                pl.tile.load(
                    x,
                    [group * 32 + pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX), 0],
                    [16, 16],
                    attrs={"software_pipeline_slots": True},
                )
            )
            read0: pl.Tile[[16, 16], pl.FP32, pl.MemRef("pipe_value_0", slots=6)[slot0], pl.Mem.Vec] = (
                pl.tile.create(
                    [16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec, attrs={"software_pipeline_slots": True}
                )
            )
            result0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(read0, 1.0)
            _out0: pl.Tensor[[128, 16], pl.FP32] = pl.tile.store(
                result0, [group * 32 + pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], y
            )
            if group + 1 < 4:
                _next: pl.Tile[
                    [16, 16], pl.FP32, pl.MemRef("pipe_value_0", slots=6)[next_slot0], pl.Mem.Vec
                ] = pl.tile.load(
                    x,
                    [(group + 1) * 32 + pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0],
                    [16, 16],
                    attrs={"software_pipeline_slots": True},
                )
            read1: pl.Tile[[16, 16], pl.FP32, pl.MemRef("pipe_value_0", slots=6)[slot1], pl.Mem.Vec] = (
                pl.tile.create(
                    [16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec, attrs={"software_pipeline_slots": True}
                )
            )
            result1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(read1, 1.0)
            _out1: pl.Tensor[[128, 16], pl.FP32] = pl.tile.store(
                result1, [group * 32 + pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX), 0], y
            )
