# tests/ut/codegen/test_phase_fence_dep_compression.py::TestPhaseFenceDepCompressionCodegen::test_multiloop_chain_compresses_loop_carried_and_sibling_invariant_segments (hand-written)
import pypto.language as pl

rows = 640
cols = 128
tile_r = 32
tile_c = 32
branches = 4
consumers = 4
range_consumers = 2
b_layers = 2


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

    @pl.function(type=pl.FunctionType.InCore)
    def k3(
        self,
        x: pl.Tensor[[rows, cols], pl.FP32],
        out: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        t: pl.Tile[[tile_r, tile_c], pl.FP32] = pl.load(x, [row, col], [tile_r, tile_c])
        r: pl.Tile[[tile_r, tile_c], pl.FP32] = pl.add(t, 3.0)
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
            tids2 = pl.array.create(b_layers * consumers, pl.TASK_ID)
            for r1 in pl.range(2):
                for p1 in pl.parallel(branches):
                    row: pl.Scalar[pl.INDEX] = (r1 * branches + p1) * tile_r
                    col: pl.Scalar[pl.INDEX] = p1 * tile_c
                    out, tid = pl.submit(self.k1, x, out, row, col, deps=[tids])
                    tids[p1] = tid
            for r2 in pl.range(b_layers):
                for p2 in pl.parallel(consumers):
                    row: pl.Scalar[pl.INDEX] = (2 * branches + r2 * consumers + p2) * tile_r
                    col: pl.Scalar[pl.INDEX] = p2 * tile_c
                    out, tid2 = pl.submit(self.k2, x, out, row, col, deps=[tids])
                    tids2[r2 * consumers + p2] = tid2
            for r3 in pl.range(2):
                for p3 in pl.range(range_consumers):
                    row: pl.Scalar[pl.INDEX] = (
                        2 * branches + b_layers * consumers + r3 * range_consumers + p3
                    ) * tile_r
                    col: pl.Scalar[pl.INDEX] = p3 * tile_c
                    out, _ = pl.submit(self.k3, x, out, row, col, deps=[tids2])
        return out
