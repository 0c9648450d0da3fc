# tests/ut/codegen/test_phase_fence_dep_compression.py::TestPhaseFenceDepCompressionCodegen::test_parallel_range_parallel_does_not_emit_outer_dummy_barrier (hand-written)
import pypto.language as pl

rows = 256
cols = 128
tile_r = 16
tile_c = 32
outer_branches = 2
phases = 2
inner_branches = 4


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        x: pl.Tensor[[rows, cols], pl.FP32],
        out: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        t: pl.Tile[[tile_r, tile_c], pl.FP32] = pl.load(x, [row, col], [tile_r, tile_c])
        r: pl.Tile[[tile_r, tile_c], pl.FP32] = pl.add(t, t)
        ret: pl.Tensor[[rows, cols], pl.FP32] = pl.store(r, [row, col], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[rows, cols], pl.FP32],
        out: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        with pl.manual_scope():
            tids = pl.array.create(inner_branches, pl.TASK_ID)
            for outer in pl.parallel(outer_branches):
                for phase in pl.range(phases):
                    for inner in pl.parallel(inner_branches):
                        row: pl.Scalar[pl.INDEX] = (
                            (outer * phases + phase) * inner_branches + inner
                        ) * tile_r
                        col: pl.Scalar[pl.INDEX] = inner * tile_c
                        out, tid = pl.submit(self.kern, x, out, row, col, deps=[tids])
                        tids[inner] = tid
        return out
