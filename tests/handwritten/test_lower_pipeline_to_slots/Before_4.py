# tests/ut/ir/transforms/test_lower_pipeline_to_slots.py::TestFallback::test_author_region_counts_against_the_capacity_budget (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[512, 256], pl.FP32],
        b: pl.Tensor[[512, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 256], pl.FP32]],
    ) -> pl.Tensor[[512, 256], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 4, 1, stage=2, init_values=(out,)):
            mine: pl.Tile[[64, 256], pl.FP32, pl.MemRef("mine", slots=2)[i % 2], pl.Mem.Vec] = (
                pl.load(a, [i * 64, 0], [64, 256])
            )
            t: pl.Tile[[64, 256], pl.FP32, pl.Mem.Vec] = pl.load(b, [i * 64, 0], [64, 256])
            s: pl.Tile[[64, 256], pl.FP32, pl.Mem.Vec] = pl.add(mine, t)
            nxt: pl.Tensor[[512, 256], pl.FP32] = pl.store(s, [i * 64, 0], acc)
            y = pl.yield_(nxt)
        return y
