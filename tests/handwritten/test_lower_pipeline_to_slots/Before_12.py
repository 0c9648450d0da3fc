# tests/ut/ir/transforms/test_lower_pipeline_to_slots.py::TestFallback::test_start_not_a_multiple_of_the_stage_count (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[320, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[320, 64], pl.FP32]],
    ) -> pl.Tensor[[320, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(1, 5, 1, stage=2, init_values=(out,)):
            t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.load(a, [i * 64, 0], [64, 64])
            e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t)
            nxt: pl.Tensor[[320, 64], pl.FP32] = pl.store(e, [i * 64, 0], acc)
            y = pl.yield_(nxt)
        return y
