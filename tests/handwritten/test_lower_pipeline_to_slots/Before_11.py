# tests/ut/ir/transforms/test_lower_pipeline_to_slots.py::TestFallback::test_stage_count_above_the_ptoas_maximum (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[2048, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[2048, 64], pl.FP32]],
    ) -> pl.Tensor[[2048, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 32, 1, stage=32, init_values=(out,)):
            t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.load(a, [i * 64, 0], [64, 64])
            e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t)
            nxt: pl.Tensor[[2048, 64], pl.FP32] = pl.store(e, [i * 64, 0], acc)
            y = pl.yield_(nxt)
        return y
