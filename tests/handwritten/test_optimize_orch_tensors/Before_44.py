# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_output_window_disjointness_allows_nested_dynamic_outer_loop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def write_chunk(
        self,
        src: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        tile: pl.Tile[[16, 64], pl.FP32] = pl.load(src, [0, 0], [16, 64])
        return pl.store(tile, [row, col], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[16, 128], pl.FP32],
        offsets: pl.Tensor[[1], pl.INT32],
        blocks: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        out0: pl.Tensor[[64, 256], pl.FP32] = pl.tensor.create(
            [64, 256], dtype=pl.FP32, layout=pl.TensorLayout.ND
        )
        raw_base: pl.Scalar[pl.INT32] = pl.tensor.read(offsets, [0])
        base: pl.Scalar[pl.INDEX] = pl.cast(raw_base, pl.INDEX)
        for p, (out_outer,) in pl.range(blocks, init_values=(out0,)):
            row: pl.Scalar[pl.INDEX] = base + p * 16
            for h, (out_inner,) in pl.range(4, init_values=(out_outer,)):
                col: pl.Scalar[pl.INDEX] = h * 64
                out_next: pl.Tensor[[64, 256], pl.FP32] = self.write_chunk(src, out_inner, row, col)
                out_inner_rv = pl.yield_(out_next)
            out_outer_rv = pl.yield_(out_inner_rv)
        return out_outer_rv
