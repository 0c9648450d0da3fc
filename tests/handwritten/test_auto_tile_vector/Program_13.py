# tests/ut/ir/transforms/test_auto_tile_vector.py::test_unsupported_broadcast_contracts_fail_during_auto_tile_admission (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(attrs={"auto_tile": True})
    def unsupported(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        scalar_tensor: pl.Tensor[[1, 1], pl.FP32],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        out: pl.Tensor[[64, 256], pl.FP32] = pl.add(x, scalar_tensor)
        return out
