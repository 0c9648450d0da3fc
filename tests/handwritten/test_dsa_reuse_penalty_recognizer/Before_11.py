# tests/ut/ir/transforms/test_dsa_reuse_penalty_recognizer.py::test_dsa_rp_unknown_tuple_operation_poisons_all_results (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        source_tensor: pl.Tensor[[16, 64], pl.INT32],
        next_destination_tensor: pl.Tensor[[16, 8], pl.INT32],
        next_count_tensor: pl.Tensor[[1, 16], pl.INT32],
        kvalue: pl.Scalar[pl.INT32],
        output: pl.Tensor[[16, 8], pl.INT32],
    ) -> pl.Tensor[[16, 8], pl.INT32]:
        source = pl.load(source_tensor, [0, 0], [16, 64])
        temporary = pl.tile.create([16, 64], pl.UINT8)
        destination, _count = pl.tile.gather_compare(
            source,
            kvalue,
            temporary,
            cmp_mode="eq",
            out_cols=8,
        )
        _next_count = pl.load(next_count_tensor, [0, 0], [1, 16])
        next_destination = pl.load(next_destination_tensor, [0, 0], [16, 8])
        return pl.store(next_destination, [0, 0], output)
