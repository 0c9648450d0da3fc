# tests/ut/ir/transforms/test_lower_pipeline_to_slots.py::TestChaining::test_declined_loop_is_still_replicated_by_lower_pipeline_loops (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[512, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 256], pl.FP32]],
    ) -> pl.Tensor[[512, 256], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 4, 1, stage=2, init_values=(out,)):
            t: pl.Tile[[128, 256], pl.FP32, pl.Mem.Vec] = pl.load(a, [i * 128, 0], [128, 256])
            e: pl.Tile[[128, 256], pl.FP32, pl.Mem.Vec] = pl.exp(t)
            nxt: pl.Tensor[[512, 256], pl.FP32] = pl.store(e, [i * 128, 0], acc)
            y = pl.yield_(nxt)
        return y
