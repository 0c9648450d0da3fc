# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_multi_out_final_store_rewrites_only_proven_output (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kv_stripe(
        self,
        data: pl.Tensor[[256, 64], pl.FP32],
        row_offset: pl.Scalar[pl.INDEX],
        k_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
        v_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]]:
        tile: pl.Tile[[64, 64], pl.FP32] = pl.load(data, [row_offset, 0], [64, 64])
        k_next: pl.Tensor[[256, 64], pl.FP32] = pl.store(tile, [row_offset, 0], k_out)
        passthrough: pl.Tensor[[256, 64], pl.FP32] = v_out
        pl.store(tile, [row_offset, 0], v_out)
        return k_next, passthrough

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[256, 64], pl.FP32],
        k_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
        v_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]]:
        row: pl.Scalar[pl.INDEX] = 64
        result: tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]] = self.kv_stripe(
            data, row, k_out, v_out
        )
        return result
