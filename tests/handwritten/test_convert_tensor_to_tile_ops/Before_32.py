# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestSliceMatmulConversion::test_slice_chain_of_aliases_then_matmul (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 64], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 64], pl.BF16]],
    ) -> pl.Tensor[[16, 64], pl.BF16]:
        a_slice: pl.Tensor[[16, 128], pl.BF16] = pl.slice(a, [16, 128], [0, 0])
        a_alias1: pl.Tensor[[16, 128], pl.BF16] = a_slice
        a_alias2: pl.Tensor[[16, 128], pl.BF16] = a_alias1
        c: pl.Tensor[[16, 64], pl.BF16] = pl.matmul(a_alias2, b)
        out_0: pl.Tensor[[16, 64], pl.BF16] = pl.assemble(out_0, c, [0, 0])
        return out_0

    @pl.function
    def main(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 64], pl.BF16],
    ) -> pl.Tensor[[16, 64], pl.BF16]:
        out_0: pl.Tensor[[16, 64], pl.BF16] = pl.create_tensor([16, 64], dtype=pl.BF16)
        return self.main_incore_0(a, b, out_0)
