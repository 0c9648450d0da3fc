# tests/ut/ir/transforms/test_materialize_valid_shape_symbols.py::test_physical_dim_symbol_is_not_materialized (hand-written)
import pypto.language as pl

Q = pl.dynamic("Q")
BLK = pl.dynamic("BLK")


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        sij: pl.Tensor[
            [Q, BLK],
            pl.FP32,
            pl.TensorView(valid_shape=[Q, BLK], layout=pl.TensorLayout.ND),
        ],
        out: pl.Out[pl.Tensor[[Q, BLK], pl.FP32]],
    ) -> pl.Tensor[[Q, BLK], pl.FP32]:
        t = pl.load(sij, [0, 0], [16, 128], target_memory=pl.MemorySpace.Vec)
        return pl.store(t, [0, 0], out)
