# ptoc: print
# The reference's tensor-level builders pass every keyword of
# tensor.create_l1 (transpose), tensor.gather_row (transpose) and
# tensor.paged_gather (block_size, size, max_indices, col_off, is_trans,
# is_b_matrix, space, in that order), so its printer writes them all even when
# the call omits them (its printed create_l1 / gather_row in the ConvertToSSA
# test vectors end in `transpose=False`).
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, src: pl.Tensor[[256, 128], pl.BF16], idx: pl.Tensor[[16], pl.INT32], bt: pl.Tensor[[8], pl.INT32]) -> pl.Tensor[[16, 128], pl.BF16]:
        kv0 = pl.create_l1([16, 128], pl.BF16)
        kv1 = pl.tensor.gather_row(kv0, src, [0, 0], [0, 0], [4, 128])
        out = pl.paged_gather(src, idx, bt, block_size=128, size=128, max_indices=16)
        return out
