# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_output_window_disjointness_rejects_overlapping_inner_partition_loop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def write_overlap(
        self,
        src: pl.Tensor[[16, 64], pl.FP32],
        col: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        tile: pl.Tile[[16, 64], pl.FP32] = pl.load(src, [0, 0], [16, 64])
        return pl.store(tile, [0, col], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        for k, (out_iter,) in pl.range(2, init_values=(out,)):
            col: pl.Scalar[pl.INDEX] = k * 32
            out_next: pl.Tensor[[16, 128], pl.FP32] = self.write_overlap(src, col, out_iter)
            out_rv = pl.yield_(out_next)
        return out_rv
