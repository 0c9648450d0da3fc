# tests/ut/ir/transforms/test_lower_pipeline_to_slots.py::TestFallback::test_loop_nested_under_a_declined_pipeline_loop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[256, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        for _o, (outer,) in pl.pipeline(0, 256, 64, stage=2, init_values=(out,)):
            for i, (inner,) in pl.pipeline(0, 4, 1, stage=2, init_values=(outer,)):
                t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.load(a, [i * 64, 0], [64, 64])
                e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t)
                nxt: pl.Tensor[[256, 64], pl.FP32] = pl.store(e, [i * 64, 0], inner)
                y_in = pl.yield_(nxt)
            y = pl.yield_(y_in)
        return y
