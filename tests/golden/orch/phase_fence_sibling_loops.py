# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_sibling_producer_consumer_loops_emit_invariant_phase_fence:
# ExpandManualPhaseFence puts one barrier over the 4 producer ids between the loops,
# and each consumer waits for it alone.
@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(
        self,
        x: pl.Tensor[[256, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        t: pl.Tile[[32, 32], pl.FP32] = pl.load(x, [row, col], [32, 32])
        r: pl.Tile[[32, 32], pl.FP32] = pl.add(t, 1.0)
        ret: pl.Tensor[[256, 128], pl.FP32] = pl.store(r, [row, col], out)
        return ret

    @pl.function(type=pl.FunctionType.InCore)
    def k2(
        self,
        x: pl.Tensor[[256, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        t: pl.Tile[[32, 32], pl.FP32] = pl.load(x, [row, col], [32, 32])
        r: pl.Tile[[32, 32], pl.FP32] = pl.add(t, 2.0)
        ret: pl.Tensor[[256, 128], pl.FP32] = pl.store(r, [row, col], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[256, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        with pl.manual_scope():
            tids = pl.array.create(4, dtype=pl.TASK_ID)
            for producer_branch in pl.parallel(4):
                col: pl.Scalar[pl.INDEX] = producer_branch * 32
                out, tid = pl.submit(self.k1, x, out, 0, col)
                tids = pl.array.update_element(tids, producer_branch, tid)
            for consumer_branch in pl.parallel(4):
                col: pl.Scalar[pl.INDEX] = consumer_branch * 32
                out, _ = pl.submit(self.k2, x, out, 32, col, deps=[tids])
        return out
