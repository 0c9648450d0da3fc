# tests/ut/codegen/test_phase_fence_dep_compression.py::TestPhaseFenceDepCompressionCodegen::test_sibling_producer_consumer_loops_emit_invariant_phase_fence (hand-written)
import pypto.language as pl

rows = 256
cols = 128
tile_r = 32
tile_c = 32
branches = 4


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(
        self,
        x: pl.Tensor[[rows, cols], pl.FP32],
        out: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        t: pl.Tile[[tile_r, tile_c], pl.FP32] = pl.load(x, [row, col], [tile_r, tile_c])
        r: pl.Tile[[tile_r, tile_c], pl.FP32] = pl.add(t, 1.0)
        ret: pl.Tensor[[rows, cols], pl.FP32] = pl.store(r, [row, col], out)
        return ret

    @pl.function(type=pl.FunctionType.InCore)
    def k2(
        self,
        x: pl.Tensor[[rows, cols], pl.FP32],
        out: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        t: pl.Tile[[tile_r, tile_c], pl.FP32] = pl.load(x, [row, col], [tile_r, tile_c])
        r: pl.Tile[[tile_r, tile_c], pl.FP32] = pl.add(t, 2.0)
        ret: pl.Tensor[[rows, cols], pl.FP32] = pl.store(r, [row, col], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[rows, cols], pl.FP32],
        out: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        with pl.manual_scope():
            tids = pl.array.create(branches, pl.TASK_ID)
            for producer_branch in pl.parallel(branches):
                col: pl.Scalar[pl.INDEX] = producer_branch * tile_c
                out, tid = pl.submit(self.k1, x, out, 0, col)
                tids[producer_branch] = tid
            for consumer_branch in pl.parallel(branches):
                col: pl.Scalar[pl.INDEX] = consumer_branch * tile_c
                out, _ = pl.submit(self.k2, x, out, tile_r, col, deps=[tids])
        return out
