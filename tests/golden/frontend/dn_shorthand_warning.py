# ptoc: parse
# exit: 0
# The pl.DN layout shorthand is deprecated but still taken (the reference
# warns, test_type_resolver's test_function_with_dn_layout_warns).
import pypto.language as pl


@pl.function
def func(x: pl.Tensor[[16, 1], pl.FP16, pl.DN]) -> pl.Tensor[[16, 1], pl.FP16, pl.DN]:
    return x
