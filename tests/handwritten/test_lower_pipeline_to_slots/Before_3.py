# tests/ut/ir/transforms/test_lower_pipeline_to_slots.py::TestFallback::test_load_reaching_a_phi_through_a_bare_alias (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[256, 64], pl.FP32],
        flag: pl.Scalar[pl.INT32],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        seed: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        for i, (carried,) in pl.pipeline(0, 4, 1, stage=2, init_values=(seed,)):
            t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.load(a, [i * 64, 0], [64, 64])
            if flag > 0:
                v: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = t
                yv = pl.yield_(v)
            else:
                v2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.exp(carried)
                yv = pl.yield_(v2)
            y = pl.yield_(yv)
        nxt: pl.Tensor[[256, 64], pl.FP32] = pl.store(y, [0, 0], out)
        return nxt
