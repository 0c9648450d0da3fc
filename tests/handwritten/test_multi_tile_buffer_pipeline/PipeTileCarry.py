# tests/ut/codegen/test_multi_tile_buffer_pipeline.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class PipeTileCarry:
    """`acc` starts as a loaded tile and is incremented once per pipelined
    iteration (stage=2), so the loop-carried tile rotates through 2 slots."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        acc: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
        for i, (a,) in pl.pipeline(0, 4, 1, stage=2, init_values=(acc,)):  # noqa: B007
            a = pl.add(a, 1.0)
            a = pl.yield_(a)
        return pl.store(a, [0, 0], out)
